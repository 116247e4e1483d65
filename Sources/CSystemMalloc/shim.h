// glibc's tuning of malloc (mallopt): `movies serve` keeps its arenas few (docs/security.md).
#if defined(__linux__)
#include <malloc.h>
#endif
