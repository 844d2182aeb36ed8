#ifndef PNG_BRIDGE_H
#define PNG_BRIDGE_H
void pb_placeholder(void);
#endif
