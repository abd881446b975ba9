/* Intel ISA-L (libisal-dev): igzip raw-deflate inflate and CRC-32 for export.zip. */
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
