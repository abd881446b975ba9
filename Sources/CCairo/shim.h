#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
/* zlib (zlib1g-dev, pulled in by libcairo2-dev through libpng-dev): deflate and CRC-32 for the fast
   PNG encoder in ChartKitCairo. */
#include <zlib.h>
