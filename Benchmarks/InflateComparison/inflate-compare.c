/* Inflates export.deflate (from realistic-export.py) three times with zlib (inflate, then crc32 of
 * each 1 MiB output chunk) and with Intel ISA-L's igzip (crc computed while inflating), in 256 KiB
 * input steps as ZipMemberSource reads, and prints the CPU time of each (docs/performance.md).
 *   cc -O2 inflate-compare.c -o inflate-compare -lz -lisal && ./inflate-compare
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
static double cpu(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  FILE*f=fopen("export.deflate","rb");fseek(f,0,SEEK_END);long n=ftell(f);fseek(f,0,SEEK_SET);
  unsigned char*in=malloc(n);fread(in,1,n,f);fclose(f);
  const size_t CH=1<<20; unsigned char*out=malloc(CH);
  const int IN=256<<10;
  for(int rep=0;rep<3;rep++){
  // zlib inflate, 256 KiB input steps, 1 MiB output
  double t0=cpu(); z_stream s; memset(&s,0,sizeof s); inflateInit2(&s,-15);
  long total=0; long pos=0; int st; unsigned long crcz=crc32(0,0,0); double tcrc=0;
  do { if(s.avail_in==0){ long w=n-pos<IN?n-pos:IN; s.next_in=in+pos; s.avail_in=w; pos+=w;}
       s.next_out=out; s.avail_out=CH; st=inflate(&s,Z_NO_FLUSH); long got=CH-s.avail_out; total+=got;
       double c0=cpu(); crcz=crc32(crcz,out,got); tcrc+=cpu()-c0;
  } while(st==Z_OK||st==Z_BUF_ERROR);
  inflateEnd(&s); double tz=cpu()-t0;
  printf("zlib inflate+crc32: %.3f s (crc32 alone %.3f s) %ld bytes crc %08lx -> inflate %.2f GB/s\n",tz,tcrc,total,crcz,total/(tz-tcrc)/1e9);
  // isa-l
  t0=cpu(); struct inflate_state is; isal_inflate_init(&is); is.crc_flag=ISAL_GZIP_NO_HDR; pos=0; total=0;
  do { if(is.avail_in==0){ long w=n-pos<IN?n-pos:IN; is.next_in=in+pos; is.avail_in=w; pos+=w;}
       is.next_out=out; is.avail_out=CH; st=isal_inflate(&is); total+=CH-is.avail_out;
       if(st!=ISAL_DECOMP_OK){printf("isal err %d\n",st);break;}
  } while(is.block_state!=ISAL_BLOCK_FINISH);
  double ti=cpu()-t0;
  printf("isal inflate (crc inside): %.3f s %ld bytes crc %08x -> %.2f GB/s\n",ti,total,is.crc,total/ti/1e9);
  // isal crc alone over output repeatedly
  t0=cpu(); unsigned c=0; for(long k=0;k<total;k+=CH) c=crc32_gzip_refl(c,out,CH); double tc=cpu()-t0;
  printf("isal crc32_gzip_refl alone: %.3f s\n",tc);
  }
}
