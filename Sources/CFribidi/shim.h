#include <fribidi.h>

/* FriBidi's constants are macros over macros, which Swift does not import: named here once. */
static inline FriBidiParType cfribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiFlags cfribidi_flags_default(void) { return FRIBIDI_FLAGS_DEFAULT; }
