#!/bin/bash
# s115 device calls: the hundred-and-fourteenth session's script as it is (one JVM of the preset per
# 'name|jar|jvm options|bench options' argument, cut by what is left of T seconds; env T, D, OUT, JAVA, XMX, JAR).
exec bash "$(dirname "$0")/../s114/x.sh" "$@"
