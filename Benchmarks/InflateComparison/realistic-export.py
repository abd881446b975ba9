#!/usr/bin/env python3
# Writes export.xml (about N MB, N the argument), export.deflate (its raw deflate, zlib level 6) and
# prints sizes, ratio and CRC-32; then `python3 -c` zips it as apple_health_export/export.xml (see
# docs/performance.md, "ISA-L instead of zlib"). Unlike HealthExportGenerator's, this export mixes
# ten record types in time order (four used), four sources (two without device), entities,
# MetadataEntry children on 15 % of records and a DTD, and deflates 16:1 like real exports.
import random, zlib, sys
random.seed(7)
types=["HKQuantityTypeIdentifierStepCount","HKQuantityTypeIdentifierActiveEnergyBurned","HKQuantityTypeIdentifierBasalEnergyBurned","HKQuantityTypeIdentifierHeartRate","HKQuantityTypeIdentifierDistanceWalkingRunning","HKQuantityTypeIdentifierFlightsClimbed","HKQuantityTypeIdentifierHeartRateVariabilitySDNN","HKQuantityTypeIdentifierRespiratoryRate","HKQuantityTypeIdentifierEnvironmentalAudioExposure","HKQuantityTypeIdentifierWalkingSpeed"]
units=["count","kcal","kcal","count/min","km","count","ms","count/min","dBASPL","km/hr"]
srcs=[("Anna&#8217;s Apple Watch","10.1",'&lt;&lt;HKDevice: 0x28338a0d0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;'),("Anna&#8217;s iPhone","17.1",'&lt;&lt;HKDevice: 0x2833a1e50&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.1&gt;'),("Withings","5.2",None),("MyFitnessPal","24.1",None)]
out=open("export.xml","w")
out.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>\n]>\n<HealthData locale="en_US">\n <ExportDate value="2026-11-15 10:00:00 +0000"/>\n')
import datetime
t=datetime.datetime(2024,1,1)
n=0
target=int(sys.argv[1])*1000000
size=0
buf=[]
while size<target:
    i=random.randrange(len(types)); s,v,d=random.choice(srcs)
    t+=datetime.timedelta(seconds=random.randrange(5,90))
    st=t.strftime("%Y-%m-%d %H:%M:%S +0000"); en=(t+datetime.timedelta(seconds=random.randrange(0,600))).strftime("%Y-%m-%d %H:%M:%S +0000")
    val = str(random.randrange(1,200)) if units[i] in ("count",) else "%.*f"%(random.randrange(0,4),random.random()*100)
    dev=' device="%s"'%d if d else ''
    line=' <Record type="%s" sourceName="%s" sourceVersion="%s"%s unit="%s" creationDate="%s" startDate="%s" endDate="%s" value="%s"'%(types[i],s,v,dev,units[i],en,st,en,val)
    if random.random()<0.15:
        line+='>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="%d"/>\n </Record>\n'%random.randrange(0,3)
    else:
        line+='/>\n'
    buf.append(line); size+=len(line)
    if len(buf)>10000: out.write("".join(buf)); buf=[]
out.write("".join(buf)); out.write("</HealthData>\n"); out.close()
data=open("export.xml","rb").read()
c=zlib.compressobj(6, zlib.DEFLATED, -15)
raw=c.compress(data)+c.flush()
open("export.deflate","wb").write(raw)
print(len(data), len(raw), len(data)/len(raw), "%08x"%zlib.crc32(data))
