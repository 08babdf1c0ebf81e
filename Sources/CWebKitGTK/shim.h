// WebKitGTK (API 4.1, the GTK 3 build), the engine `bridgecheck run` drives on Linux.
#include <webkit2/webkit2.h>
