// The one place Xylem includes expat. XML_DTD makes the entity-amplification (billion laughs)
// setters visible, XML_NS the namespace-aware parser constructor; both must precede the include.
#ifndef XYLEM_CEXPAT_SHIM_H
#define XYLEM_CEXPAT_SHIM_H

#ifndef XML_DTD
#define XML_DTD 1
#endif
#ifndef XML_NS
#define XML_NS 1
#endif

#include <expat.h>

#endif
