#!/bin/bash
# per key type and size of the given bench logs: cells, below 0.95x, lowest ratio (cell), geometric mean, over the
# faster JDK column (ratio.sh of s122)
for f in "$@"; do bash "$(dirname "$0")/../s122/ratio.sh" "$f"; done | awk '{k=$1" "$3; c[k]++; s[k]+=log($4);
  if(!(k in m) || $4<m[k]){m[k]=$4; w[k]=$2" "$5} if($4<0.95) b[k]++} END{for(k in c) printf "%-10s %-6s %3d cells %2d below  lowest %.3f (%s)  geomean %.2f\n",
  substr(k,1,index(k," ")-1), substr(k,index(k," ")+1), c[k], b[k], m[k], w[k], exp(s[k]/c[k])}' | sort -k2,2 -k1,1
