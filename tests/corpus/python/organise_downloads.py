# features: import_statement, import_from_statement, string_methods, tuple_unpacking, f_string
"""Organise a list of downloaded files by extension, as a user script would."""
import os
import os.path
from os.path import join, splitext

downloads = [
    "/home/ana/Downloads/report-2024.pdf",
    "/home/ana/Downloads/photos/IMG_0042.JPG",
    "/home/ana/Downloads/archive.tar.gz",
    "/home/ana/Downloads/.hidden",
    "/home/ana/Downloads/notes",
    "/home/ana/Downloads/music/../song.mp3",
    "relative/dir/data.csv",
]
target = "/home/ana/Sorted"
plan = {}
for path in downloads:
    name = os.path.basename(path)
    stem, ext = splitext(name)
    folder = ext.lstrip(".").lower() or "misc"
    dest = join(target, folder, name)
    plan.setdefault(folder, []).append(dest)
    print(f"{os.path.normpath(path):<40} -> {os.path.relpath(dest, target):<22} stem={stem!r}")
for folder in sorted(plan):
    print(folder, len(plan[folder]), os.path.commonpath(plan[folder]))
print(os.path.split("/a/b/"), os.path.dirname("//x"), os.path.normpath("//x//y/../z"), os.path.isabs("a/b"))
print(os.path.join("a", "/b", "c"), os.sep, os.pathsep, os.name, os.curdir, os.path.commonprefix(["interstate", "internet"]))
