#ifndef TERMINAL_GUARD_H
#define TERMINAL_GUARD_H
void tg_placeholder(void);
#endif
