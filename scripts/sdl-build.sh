# Sourced by the scripts that build SDL 3 and its companions from release sources (scripts/test-compat.sh,
# scripts/build-sdl3.sh): where sources come from, the Debian packages building needs, and one cmake build
# kept under a stamp. The caller sets `dir` (its folder under .build/), `prefix` (the install prefix),
# `vendor` (the folder of release archives) and defines `say` and `fail`.

# The sources: a folder given, or the archive unpacked once under $dir/src.
source_of() {   # NAME VARIABLE ARCHIVE -> prints the source folder
    local name="$1" given="$2" archive="$3"
    if [ -n "$given" ]; then realpath "$given"; return; fi
    local base; base="$(basename "$archive" .tar.xz)"
    if [ ! -f "$dir/src/$base/CMakeLists.txt" ]; then
        [ -f "$vendor/$(basename "$archive")" ] || return 1
        mkdir -p "$dir/src"
        tar -xf "$vendor/$(basename "$archive")" -C "$dir/src"
    fi
    echo "$dir/src/$base"
}

# Fails unless each VARIABLE=folder given is a source folder.
check_given_sources() {   # "NAME=folder"...
    local given folder
    for given in "$@"; do
        folder="${given#*=}"
        if [ -n "$folder" ] && [ ! -f "$folder/CMakeLists.txt" ]; then
            fail "${given%%=*}=$folder is not a source folder (it has no CMakeLists.txt); nothing was tested"
        fi
    done
}

# What building SDL 3 needs (the vendor README's list) and any extra packages named, installed only when
# missing, with sudo when not root (shown before it runs).
install_build_packages() {   # EXTRA_PACKAGE...
    local packages=(cmake libx11-dev libxext-dev libxi-dev libxrandr-dev libxcursor-dev libxfixes-dev libxss-dev libxtst-dev
                    libxinerama-dev libxkbcommon-dev libgl-dev libegl-dev "$@")
    if command -v dpkg-query >/dev/null 2>&1; then
        local absent=() p
        for p in "${packages[@]}"; do
            dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || absent+=("$p")
        done
        if [ ${#absent[@]} -gt 0 ]; then
            local sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
            say "packages missing to build SDL 3; running:"
            echo "  $sudo apt-get update"; echo "  $sudo apt-get install -y ${absent[*]}"
            $sudo apt-get update
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${absent[@]}"
        fi
    elif ! command -v cmake >/dev/null 2>&1; then
        fail "cmake is missing and this is not a Debian system; install cmake and the X11/OpenGL headers (${packages[*]})"
    fi
}

# Builds one source folder into the prefix, unless the stamp says this very source and these options
# were built and installed already. cmake's own build folder is kept, so a changed source rebuilds only
# what changed.
build() {   # NAME SOURCE OPTIONS...
    local name="$1" src="$2"; shift 2
    local stamp="$dir/$name.stamp" key
    key="$(printf '%s\n' "$src" "$*")"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ] && [ -z "$(find "$src" -newer "$stamp" -type f -print -quit)" ]; then
        say "$name: built already ($prefix)"; return
    fi
    local started=$SECONDS slow=""
    [ "$name" = sdl3 ] && slow="about four minutes on two cores"
    say "$name: building from $src${slow:+ ($slow)}"
    cmake -S "$src" -B "$dir/build-$name" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DCMAKE_PREFIX_PATH="$prefix" "$@" > "$dir/$name.log" 2>&1 || { tail -30 "$dir/$name.log" >&2; fail "$name: cmake (log: $dir/$name.log)"; }
    cmake --build "$dir/build-$name" -j"$(nproc)" >> "$dir/$name.log" 2>&1 || { tail -30 "$dir/$name.log" >&2; fail "$name: build (log: $dir/$name.log)"; }
    cmake --install "$dir/build-$name" >> "$dir/$name.log" 2>&1 || { tail -30 "$dir/$name.log" >&2; fail "$name: install (log: $dir/$name.log)"; }
    echo "$key" > "$stamp"
    say "$name: built in $((SECONDS - started)) s"
}
