#ifndef CSDL3_SHIM_H
#define CSDL3_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL3/SDL.h>
#endif
