# s118: H7Int / H7Float / H7Double made from H7Long by substitution (the harness's type), then the dev VM's runs.
# Run from a folder holding H7Long.java, with the jar at ../samplesort.jar.
for T in Int:int:ints Float:float:floats Double:double:doubles; do IFS=: read K k g <<< "$T"
  sed -e "s/H7Long/H7$K/g; s/HalvesLong/Halves$K/g; s/long\[\] a = new long\[n\], e = new long\[n\]; b = new long\[n\]/$k[] a = new $k[n], e = new $k[n]; b = new $k[n]/; s/static long\[\] b;/static $k[] b;/; s/static void old(long\[\] a/static void old($k[] a/; s/long q = /$k q = /; s/long\[\]\[\] in = new long\[k\]\[\]/$k[][] in = new $k[k][]/; s/DataGenerator.longs/DataGenerator.$g/" H7Long.java > H7$K.java
done
javac -cp ../samplesort.jar -d . H7*.java
for K in Long Double Int Float; do for d in UNIFORM ZIPF; do for n in 32768 65536 131072 1048576; do
  java -Dblocks=3 -cp ../samplesort.jar:. dev.samplesort.cpu.H7$K $d $n 2>&1 | tail -3 | head -2 | sed "s/^/$K /"
done; done; done
