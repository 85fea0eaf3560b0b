#ifndef CSDL3TTF_SHIM_H
#define CSDL3TTF_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL3/SDL.h>
#include <SDL3_ttf/SDL_ttf.h>
#endif
