#include "TerminalGuard.h"
void tg_placeholder(void) {}
