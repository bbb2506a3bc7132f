# usage: cmp.sh tag "opts" bench-args...   -> prints "type dist size ratio route" lines to $tag.txt
tag=$1; o=$2; shift 2
export PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
timeout 900 java -Xmx6g $o --enable-native-access=ALL-UNNAMED -jar ${JAR:-/tmp/s115/samplesort.jar} bench --preset cpu-vs-jdk "$@" --out /tmp/s115/o-$tag > /tmp/s115/o-$tag.log 2>&1
grep -E " (cpu|jdk|jdkpar) " /tmp/s115/o-$tag.log | awk '{print $1,$2,$3,$4,$5,$NF}' | paste - - - | awk '{printf "%s %s %s %.3f %s %s\n",$1,$2,$3,($11<$17?$11:$17)/$5,$6,$5}' > /tmp/s115/$tag.txt
