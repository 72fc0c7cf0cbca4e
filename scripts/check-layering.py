#!/usr/bin/env python3
# ===- scripts/check-layering.py - each room includes only rooms below ----===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# The rooms of lib/ (docs/Design.md, "Layout") form layers: a room may use
# only the rooms it links. CMake catches a call into a room that is not
# linked (-z defs) and a cycle; this catches the rest, an include of a
# higher room's header (an inline function, a type, a generated option
# struct), before it becomes a link. Run by CTest (layering); prints each
# offending include with its file and line, and exits 1.
# ===----------------------------------------------------------------------===//

import os
import re
import sys

# What each room may include besides itself: the rooms it links.
USES = {
    "IR": [],
    "Transforms": ["IR"],
    "Support": [],
    "Cache": [],
    "Registry": [],
    "Conversion": ["IR", "Support"],
    "Targets": ["IR", "Registry", "Support"],
    "Selection": ["IR", "Registry"],
    "Plugin": ["Registry"],
    "Backends": ["IR", "Registry", "Support", "Targets"],
    "Lowering": ["Cache", "Conversion", "IR", "Registry", "Selection",
                 "Support", "Transforms"],
    "Tune": ["Cache", "IR", "Lowering", "Registry", "Selection"],
    "API": ["Backends", "Cache", "Conversion", "IR", "Lowering", "Plugin",
            "Registry", "Selection", "Support", "Targets", "Transforms",
            "Tune"],
    "CAPI": ["API"],
    "Tools": ["API"],
}


def closure(room, seen=None):
    seen = set() if seen is None else seen
    for used in USES[room]:
        if used not in seen:
            seen.add(used)
            closure(used, seen)
    return seen


def room_of_include(path):
    """The room an `accel/...` or `accel-c/...` include belongs to."""
    if path.startswith("accel-c/"):
        return "CAPI"
    parts = path.split("/")
    if len(parts) == 2:  # accel/Accel.h, accel/InitAll.h, accel/Jit.h
        return "API"
    return parts[1] if parts[1] in USES else None


def sources(root):
    """(room, file) for every source of a room: lib/<Room>, include/accel/
    <Room>, dialects/accel/<Room>; the top-level public headers are API's."""
    places = [(os.path.join(root, "lib"), None),
              (os.path.join(root, "include", "accel"), None),
              (os.path.join(root, "dialects", "accel"), None)]
    for top, _ in places:
        for name in sorted(os.listdir(top)):
            folder = os.path.join(top, name)
            if os.path.isdir(folder) and name in USES:
                for base, _, files in os.walk(folder):
                    for file in sorted(files):
                        if file.endswith((".h", ".cpp")):
                            yield name, os.path.join(base, file)
            elif name.endswith(".h"):
                yield "API", folder
    capi = os.path.join(root, "include", "accel-c")
    for file in sorted(os.listdir(capi)):
        yield "CAPI", os.path.join(capi, file)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    include = re.compile(r'#\s*include\s+"(accel(?:-c)?/[^"]+)"')
    problems = []
    for room, path in sources(root):
        allowed = closure(room) | {room}
        with open(path) as f:
            for number, line in enumerate(f, 1):
                match = include.match(line)
                if not match:
                    continue
                used = room_of_include(match.group(1))
                if used and used not in allowed:
                    problems.append(
                        f"{os.path.relpath(path, root)}:{number}: room "
                        f"{room} includes {match.group(1)} of room {used}, "
                        f"which it does not link")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
