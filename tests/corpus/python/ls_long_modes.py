# features: global_builtin_modules, import_statement, for_statement, f_string, try_statement, bitwise_operators
# An `ls -l`-style listing from recorded st_mode values, using the stat module's predicates and filemode.
import stat

ENTRIES = [
    ("bin", stat.S_IFDIR | 0o755, 4096),
    ("notes.txt", stat.S_IFREG | 0o644, 1834),
    ("passwd", stat.S_IFREG | stat.S_ISUID | 0o755, 68208),
    ("shared", stat.S_IFDIR | stat.S_ISGID | 0o2770, 4096),
    ("tmp", stat.S_IFDIR | stat.S_ISVTX | 0o777, 4096),
    ("latest", stat.S_IFLNK | 0o777, 9),
    ("tty0", stat.S_IFCHR | 0o620, 0),
    ("sda", stat.S_IFBLK | 0o660, 0),
    ("fifo", stat.S_IFIFO | 0o600, 0),
    ("agent.sock", stat.S_IFSOCK | 0o700, 0),
    ("odd", stat.S_ISUID | stat.S_ISGID | stat.S_ISVTX | 0o644, 12),
]

KINDS = [("dir", stat.S_ISDIR), ("file", stat.S_ISREG), ("link", stat.S_ISLNK), ("char", stat.S_ISCHR),
         ("block", stat.S_ISBLK), ("fifo", stat.S_ISFIFO), ("socket", stat.S_ISSOCK)]

counts = {}
for name, mode, size in ENTRIES:
    kind = next((k for k, test in KINDS if test(mode)), "unknown")
    counts[kind] = counts.get(kind, 0) + 1
    perms = stat.S_IMODE(mode)
    print(f"{stat.filemode(mode)} {perms:04o} {stat.S_IFMT(mode):06o} {size:>6} {name:<11} {kind}")
print(counts)

# who may write? check the permission bits one class at a time
for name, mode, _ in ENTRIES[:5]:
    writers = [who for who, bit in (("owner", stat.S_IWUSR), ("group", stat.S_IWGRP), ("other", stat.S_IWOTH))
               if mode & bit]
    setid = [flag for flag, bit in (("setuid", stat.S_ISUID), ("setgid", stat.S_ISGID), ("sticky", stat.S_ISVTX))
             if mode & bit]
    print(f"{name:<10} writable by {', '.join(writers) or 'nobody':<20} {setid}")

print(stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP == 0o750, stat.S_IREAD == stat.S_IRUSR, stat.S_ENFMT == stat.S_ISGID)
print(stat.filemode(0o644), stat.filemode(True), stat.S_ISDOOR(0), stat.S_ISPORT(0), stat.S_ISWHT(0))
print(stat.ST_MODE, stat.ST_SIZE, stat.ST_MTIME, stat.UF_HIDDEN, stat.SF_IMMUTABLE, stat.FILE_ATTRIBUTE_DIRECTORY)
for bad in ("644", 6.5, None):
    try:
        stat.filemode(bad)
    except TypeError as e:
        print(f"filemode({bad!r}): TypeError: {e}")
