# s118 dev VM: the preset, the start's jar (base = 002dbfa) and 8 pieces (p9 = 23932ac's code) in turn, three JVMs each
# alternate the start's jar and the new one, JVM by JVM
cd /tmp/s118
for i in 1 2 3; do
 for j in base p9; do
  JAR=/tmp/s118/$j.jar bash /work/main/docs/results/s115/cmp.sh $j-$i "" --sizes 2^15,2^16 --types long,double,float,int --dists uniform,gaussian,zipf,bucket,staggered,detdup
 done
done
