#!/usr/bin/env python3
"""`make check-ci-commands`: every command a CI example's job runs exists in that job's image.

For each job of Examples/ci/*.yml (GitHub Actions' steps' `run`, GitLab CI's `before_script` and `script`,
the default's where the job does not set its own), a Debian root is made with mmdebstrap from the image's own
package list (Examples/ci/images/IMAGE.packages, read from the image's Dockerfile, its source URL in the
file): bookworm's minbase variant (what the Docker images start from), the image's packages, and the
packages the job's own `apt-get install` lines install. In that root (chroot) each command the job's lines
call is looked up with `command -v`; a step's action that runs a command in the job's container (actions/
checkout's git repository, dorny/test-reporter's `git ls-files`) needs that command too. A command missing
fails the check, naming the file, the job and the line. The toolchain an image unpacks outside apt (the
swift image's swift) is taken as there.

Usage: check-ci-commands.py [--expect-missing] FILE...   (--expect-missing: pass only when something is
missing, the check's own test on a broken file). Needs root (chroot), mmdebstrap, python3-yaml, Debian's mirror.
Roots are kept in .build/ci-roots/ (made again only when their package list changes).
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


def root_for(packages):
    key = hashlib.sha256(" ".join(sorted(packages)).encode()).hexdigest()[:12]
    root = os.path.join(ROOTS, "bookworm-" + key)
    if not os.path.exists(os.path.join(root, ".complete")):
        subprocess.run(["rm", "-rf", root], check=True)
        os.makedirs(ROOTS, exist_ok=True)
        print(f"check-ci-commands: a Debian bookworm root (minbase) with {' '.join(packages) or 'nothing more'} in {root}", flush=True)
        include = ["--include=" + ",".join(packages)] if packages else []
        subprocess.run(["mmdebstrap", "--quiet", "--variant=minbase"] + include + ["bookworm", root], check=True)
        open(os.path.join(root, ".complete"), "w").close()
    return root


def missing_in(root, names):
    script = 'for c in "$@"; do command -v "$c" >/dev/null 2>&1 || echo "$c"; done'
    done = subprocess.run(["chroot", root, "/bin/sh", "-c", script, "sh"] + names, capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def main(argv):
    expect_missing = "--expect-missing" in argv
    files = [a for a in argv if a != "--expect-missing"]
    if os.geteuid() != 0:
        sys.exit("check-ci-commands: needs root (chroot)")
    problems = []
    for path in files:
        for name, image, lines, actions in jobs(path):
            if not image:
                problems.append(f"{path}: job {name} names no image: its commands cannot be checked")
                continue
            base, toolchain = image_packages(image)
            root = root_for(sorted(set(base + installs(lines))))
            wanted = [(text.strip(), c) for text in lines for c in commands(text)]
            # What a line calls besides its first word: tar -z runs gzip.
            wanted += [(text.strip(), "gzip") for text in lines if re.search(r"\btar\s+-\w*z", text)]
            # touchtracker itself: the job's own tarball, unpacked by an earlier line.
            if any("tar -xzf" in text and "touchtracker-" in text for text in lines):
                toolchain = toolchain + ["touchtracker"]
            wanted += [(f"uses: {a}", c) for a in actions for c in ACTION_COMMANDS.get(a, [])]
            names = sorted({c for _, c in wanted if c not in toolchain and "/" not in c})
            missing = missing_in(root, names) if names else set()
            for text, c in wanted:
                if c in missing:
                    problems.append(f"{path}: job {name} ({image}): '{c}' is not in the image: {text}")
            print(f"check-ci-commands: {path} job {name} ({image}): {len(names)} commands, {len(missing)} missing", flush=True)
    for p in problems:
        print(p, file=sys.stderr)
    if expect_missing:
        if not problems:
            sys.exit("check-ci-commands: --expect-missing, and nothing was missing: the check finds nothing")
        print("check-ci-commands: the broken file's missing commands were found, as they must be")
        return
    if problems:
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
