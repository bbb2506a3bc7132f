# cells: type dist size ratio(cpu GKeys/s over the faster JDK's) route
grep -E " (cpu|jdk|jdkpar) " "$1" | awk '{r=""; for(i=1;i<=NF;i++) if($i=="route") r=$(i+1); print $1,$2,$3,$4,$7,r}' | awk '{k=$1" "$2" "$3; if($4=="cpu"){c[k]=$5; rt[k]=$6} else if($5>b[k]) b[k]=$5} END{for(k in c) if(b[k]>0) printf "%s %.3f %s\n",k,c[k]/b[k],rt[k]}' | sort -k4 -n
