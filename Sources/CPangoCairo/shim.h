/* Pango through its Cairo binding (pkg-config `pangocairo`, Debian package libpango1.0-dev): text
   shaping (HarfBuzz), bidirectional reordering (FriBidi) and font fallback (fontconfig) for every
   text run ChartKitCairo measures and draws. */
#include <pango/pangocairo.h>
