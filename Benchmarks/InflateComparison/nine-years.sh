#!/bin/sh
# From export.xml of realistic-export.py 400 (657 days of 2024-2025), writes big.xml: its records five
# times, the years moved to 2008/09, 2012/13, 2016/17, 2020/21 and kept (leap years stay leap years):
# 3,285 days, 2.0 GB; and big.zip (deflated by Python's zipfile, 122 MB). See docs/performance.md.
set -e
# prelude: everything up to and including the ExportDate line; body: records; close tag
n=$(grep -n "<ExportDate" export.xml | head -1 | cut -d: -f1)
head -n $n export.xml > big.xml
tail -n +$((n+1)) export.xml | grep -v "^</HealthData>" > body.xml
for pair in "2008 2009" "2012 2013" "2016 2017" "2020 2021"; do
  set -- $pair
  sed -e "s/\"2024-/\"$1-/g; s/\"2025-/\"$2-/g" body.xml >> big.xml
done
cat body.xml >> big.xml
echo "</HealthData>" >> big.xml
rm body.xml
python3 -c "
import zipfile
with zipfile.ZipFile('big.zip','w',zipfile.ZIP_DEFLATED) as z: z.write('big.xml','apple_health_export/export.xml')
"
ls -la big.xml big.zip
