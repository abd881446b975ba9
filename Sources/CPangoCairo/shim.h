/* Pango through its Cairo binding (pkg-config `pangocairo`, Debian package libpango1.0-dev): text
   shaping (HarfBuzz), bidirectional reordering (FriBidi) and font fallback (fontconfig) for every
   text run ChartKitCairo measures and draws; fontconfig itself for the pinned font configuration. */
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fribidi.h>

/* The part of a character's bidirectional class that decides a paragraph's direction (Unicode
   bidirectional algorithm, rules P2–P3), from FriBidi (whose class constants are bit masks Swift
   cannot import): 1 strong left to right, 2 strong right to left (R or AL), 3 an isolate initiator
   (LRI, RLI, FSI), 4 POP DIRECTIONAL ISOLATE, 0 anything else. */
static inline int nutristats_paragraph_class(uint32_t character) {
    FriBidiCharType type = fribidi_get_bidi_type(character);
    if (type == FRIBIDI_TYPE_LTR) return 1;
    if (type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL) return 2;
    if (type == FRIBIDI_TYPE_LRI || type == FRIBIDI_TYPE_RLI || type == FRIBIDI_TYPE_FSI) return 3;
    if (type == FRIBIDI_TYPE_PDI) return 4;
    return 0;
}
