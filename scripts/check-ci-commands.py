#!/usr/bin/env python3
"""`make check-ci-commands`: every command a CI example's job runs exists in that job's image.

For each job of Examples/ci/*.yml (GitHub Actions' steps' `run`, GitLab CI's `before_script` and `script`,
the default's where the job does not set its own), a Debian root is made with mmdebstrap from the image's own
package list (Examples/ci/images/IMAGE.packages, read from the image's Dockerfile, its source URL in the
file): bookworm's minbase variant (what the Docker images start from) and the image's packages; one root an
image, shared by its jobs, with every package their `apt-get install` lines install added on top. In that root
(chroot) each command a job's lines call is looked up with `command -v`, and traced to the package its file
comes from (dpkg-query -S, through links): it must be the image's, or one that job's own `apt-get install`
lines add (what they add simulated by apt-get -s against the image's dpkg status, kept as status.image); a step's action that runs a command in the job's container (actions/
checkout's git repository, dorny/test-reporter's `git ls-files`) needs that command too. A command missing
fails the check, naming the file, the job and the line. The toolchain an image unpacks outside apt (the
swift image's swift) is taken as there.

Usage: check-ci-commands.py FILE... [--expect-missing FILE...]   (the files after --expect-missing must each
be found missing a command: the check's own test on a broken file). Needs root (chroot), mmdebstrap, python3-yaml, Debian's mirror.
Roots are kept in .build/ci-roots/ (made again only when their package lists change).
"""
import hashlib, os, re, shlex, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CLONE = os.path.dirname(HERE)
IMAGES = os.path.join(CLONE, "Examples", "ci", "images")
ROOTS = os.path.join(CLONE, ".build", "ci-roots")
# What an action runs inside the job's container.
ACTION_COMMANDS = {"actions/checkout": ["git"], "dorny/test-reporter": ["git"]}
SHELL_WORDS = {"if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
               "function", "{", "}", "!", "[[", "]]", "time"}


def image_packages(image):
    name = image.replace(":", "-").replace("/", "-") + ".packages"
    path = os.path.join(IMAGES, name)
    if not os.path.exists(path):
        sys.exit(f"check-ci-commands: no package list for the image {image} ({path}): write it from the image's Dockerfile")
    fields = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or ":" not in line:
            continue
        key, value = line.split(":", 1)
        fields[key.strip()] = value.split()
    return fields.get("packages", []), fields.get("toolchain", [])


def jobs(path):
    """(job, image, [(line, text)], [action]) for each job of a GitHub or GitLab file."""
    doc = yaml.safe_load(open(path, encoding="utf-8"))
    out = []
    if "jobs" in doc:  # GitHub Actions
        for name, job in doc["jobs"].items():
            container = job.get("container")
            image = container if isinstance(container, str) else (container or {}).get("image")
            lines, actions = [], []
            for step in job.get("steps", []):
                if "run" in step:
                    lines += step["run"].splitlines()
                if "uses" in step:
                    actions.append(step["uses"].split("@")[0])
            out.append((name, image, lines, actions))
    else:  # GitLab CI
        default = doc.get("default", {})
        for name, job in doc.items():
            if not isinstance(job, dict) or "script" not in job:
                continue
            image = job.get("image", default.get("image"))
            before = job.get("before_script", default.get("before_script", []))
            out.append((name, image, list(before) + list(job["script"]), []))
    return out


def commands(line):
    """The commands a shell line calls: the first word of each simple command (and of each $(...))."""
    line = re.sub(r"#.*$", "", line) if not re.search(r"['\"].*#", line) else line
    found = []
    for inner in re.findall(r"\$\(([^()]*)\)", line):
        found += commands(inner)
    line = re.sub(r"\$\([^()]*\)", "X", line)
    for part in re.split(r"\|\||&&|[|;&]", line):
        try:
            words = shlex.split(part, comments=True)
        except ValueError:
            words = part.split()
        while words and (re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0]) or words[0] in SHELL_WORDS):
            words = words[1:]
        if words and not words[0].startswith((">", "<")):
            found.append(words[0])
    return found


def installs(lines):
    pkgs = []
    for line in lines:
        words = line.split()
        if "apt-get" in words and "install" in words:
            pkgs += [w for w in words[words.index("install") + 1:] if not w.startswith("-")]
    return pkgs


def root_for(image_packages, extra):
    """One root an image, shared by its jobs: bookworm's minbase with the image's packages (the dpkg status
    then kept as status.image), and on top every package its jobs' apt-get lines install (so no job needs a
    root of its own). Its apt lists are kept: what one job's install adds is simulated against status.image."""
    key = hashlib.sha256((" ".join(sorted(image_packages)) + " + " + " ".join(sorted(extra))).encode()).hexdigest()[:12]
    root = os.path.join(ROOTS, "bookworm-" + key)
    if not os.path.exists(os.path.join(root, ".complete")):
        subprocess.run(["rm", "-rf", root], check=True)
        os.makedirs(ROOTS, exist_ok=True)
        print(f"check-ci-commands: a Debian bookworm root (minbase) with {' '.join(image_packages) or 'nothing more'}, "
              f"then its jobs' {' '.join(extra) or 'nothing'}, in {root}", flush=True)
        include = ["--include=" + ",".join(image_packages)] if image_packages else []
        hooks = ['--customize-hook=cp "$1/var/lib/dpkg/status" "$1/var/lib/dpkg/status.image"']
        if extra:
            hooks.append('--customize-hook=chroot "$1" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q '
                         '--no-install-recommends ' + " ".join(shlex.quote(p) for p in extra) + " >/dev/null")
        subprocess.run(["mmdebstrap", "--quiet", "--variant=minbase", "--skip=cleanup/apt/lists"] + include + hooks + ["bookworm", root],
                       check=True)
        open(os.path.join(root, ".complete"), "w").close()
    return root


def image_set(root):
    """The packages the image itself holds (status.image)."""
    found, name = set(), None
    for line in open(os.path.join(root, "var/lib/dpkg/status.image"), encoding="utf-8"):
        if line.startswith("Package: "):
            name = line.split()[1]
        elif line.startswith("Status: ") and line.split()[-1] == "installed" and name:
            found.add(name)
    return found


def added_by(root, packages):
    """What `apt-get install --no-install-recommends PACKAGES` adds to the image (simulated on status.image)."""
    if not packages:
        return set()
    done = subprocess.run(["chroot", root, "apt-get", "-s", "-q", "-o", "Dir::State::status=/var/lib/dpkg/status.image",
                           "install", "--no-install-recommends"] + packages, capture_output=True, text=True, check=True)
    return {line.split()[1] for line in done.stdout.splitlines() if line.startswith("Inst ")}


def missing_in(root, names, packages):
    """The commands of NAMES a job does not have: not in the root, or there only from a package that is not
    the job's (PACKAGES: the image's and what the job's own apt-get lines add). A command's file is traced to
    its package through its links (the alternatives: cc, awk) and usrmerge's two names."""
    script = 'for c in "$@"; do p=$(command -v "$c") || { echo "$c"; continue; }; echo "$c $p $(readlink -f "$p")"; done'
    done = subprocess.run(["chroot", root, "/bin/sh", "-c", script, "sh"] + names, capture_output=True, text=True, check=True)
    missing, files = set(), {}
    for line in done.stdout.splitlines():
        words = line.split()
        if len(words) == 1:
            missing.add(words[0])
        elif "/" in words[1]:   # not a shell builtin
            paths = set(words[1:])
            paths |= {"/" + p[len("/usr/"):] for p in paths if p.startswith(("/usr/bin/", "/usr/sbin/"))}
            files[words[0]] = paths
    wanted = sorted({p for ps in files.values() for p in ps})
    owner = {}
    if wanted:
        found = subprocess.run(["chroot", root, "dpkg-query", "-S"] + wanted, capture_output=True, text=True)
        for line in found.stdout.splitlines():
            who, _, path = line.partition(": ")
            owner.setdefault(path.strip(), set()).update(p.strip().split(":")[0] for p in who.split(","))
    for name, paths in files.items():
        owners = set().union(*(owner.get(p, set()) for p in paths))
        # A file no package owns was made while the image was (a maintainer script's): taken as the image's.
        if owners and not owners & packages:
            missing.add(name)
    return missing


def main(argv):
    """FILE... [--expect-missing FILE...]: every file's jobs checked, one root an image for all of them."""
    broken = argv[argv.index("--expect-missing") + 1:] if "--expect-missing" in argv else []
    files = argv[:argv.index("--expect-missing")] if "--expect-missing" in argv else argv
    if os.geteuid() != 0:
        sys.exit("check-ci-commands: needs root (chroot)")
    checks = [(path, job) for path in files + broken for job in jobs(path)]
    extra = {}
    for _, (name, image, lines, actions) in checks:
        if image:
            extra.setdefault(image, set()).update(installs(lines))
    problems, found_broken = [], set()
    roots = {}
    for path, (name, image, lines, actions) in checks:
        if not image:
            problems.append(f"{path}: job {name} names no image: its commands cannot be checked")
            continue
        base, toolchain = image_packages(image)
        if image not in roots:
            root = root_for(sorted(set(base)), sorted(extra[image] - set(base)))
            roots[image] = (root, image_set(root))
        root, own = roots[image]
        wanted = [(text.strip(), c) for text in lines for c in commands(text)]
        # What a line calls besides its first word: tar -z runs gzip.
        wanted += [(text.strip(), "gzip") for text in lines if re.search(r"\btar\s+-\w*z", text)]
        # touchtracker itself: the job's own tarball, unpacked by an earlier line.
        if any("tar -xzf" in text and "touchtracker-" in text for text in lines):
            toolchain = toolchain + ["touchtracker"]
        wanted += [(f"uses: {a}", c) for a in actions for c in ACTION_COMMANDS.get(a, [])]
        names = sorted({c for _, c in wanted if c not in toolchain and "/" not in c})
        missing = missing_in(root, names, own | added_by(root, installs(lines))) if names else set()
        for text, c in wanted:
            if c in missing:
                line = f"{path}: job {name} ({image}): '{c}' is not in the image: {text}"
                if path in broken:
                    found_broken.add(path)
                    print(line)
                else:
                    problems.append(line)
        print(f"check-ci-commands: {path} job {name} ({image}): {len(names)} commands, {len(missing)} missing", flush=True)
    for path in broken:
        if path not in found_broken:
            problems.append(f"check-ci-commands: {path} is to be found missing a command (--expect-missing), and nothing was missing: the check finds nothing")
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        sys.exit(1)
    if broken:
        print("check-ci-commands: the broken files' missing commands were found, as they must be")


if __name__ == "__main__":
    main(sys.argv[1:])
