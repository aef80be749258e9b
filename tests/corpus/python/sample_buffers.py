# features: stdlib_array, slicing, except_clause, generator_expression
"""Audio-style sample buffers kept in typed arrays: clipping on overflow,
mixing, windowed statistics and raw byte round-trips."""
from array import array
import array as array_module


def mix(a, b, gain=0.5):
    out = array("h")
    for x, y in zip(a, b):
        v = int((x + y) * gain)
        out.append(max(-32768, min(32767, v)))
    return out


def windows(buf, size, step):
    for start in range(0, len(buf) - size + 1, step):
        yield start, buf[start:start + size]


left = array("h", [0, 1200, 32000, -32000, 15000, -5, 7, 8000])
right = array("h", (x // 2 - 100 for x in range(0, 16000, 2000)))
print(left, right, sep="\n")
print(left.typecode, left.itemsize, len(left), left[2], left[-1], left[1:4])
mixed = mix(left, right, 0.75)
print("mixed", mixed.tolist())
for start, w in windows(mixed, 4, 2):
    print(f"  window@{start}: min={min(w):6} max={max(w):6} mean={sum(w) / len(w):9.2f}")

for code, value in (("h", 40000), ("B", -1), ("b", 128), ("I", -5), ("i", 2**31), ("H", "x"), ("d", "1.0")):
    try:
        array(code, [value])
    except (OverflowError, TypeError) as e:
        print(f"array({code!r}, [{value!r}]): {type(e).__name__}: {e}")
try:
    array("z")
except ValueError as e:
    print(e)

raw = left.tobytes()
print(len(raw), raw[:6])
copy = array("h")
copy.frombytes(raw)
print(copy == left, copy is left, array("h", [1, 2]) < array("h", [1, 3]))
copy.byteswap()
print(copy[:3])
floats = array("f", [0.1, 2.5, -1.25])
doubles = array("d", [0.1, 2.5, -1.25])
print(floats, doubles, floats[0] == doubles[0], floats.tolist() == [0.1, 2.5, -1.25])

ring = array("Q", [0]) * 4
ring[1] |= 1 << 63
ring[2] = 2**64 - 1
ring += array("Q", [5])
ring.extend([6, 7])
ring.insert(0, 9)
print(ring, len(ring), ring.count(0), ring.index(5))
print(ring.pop(), ring.pop(0), ring)
ring.remove(0)
ring.reverse()
del ring[0]
print(ring, 7 in ring, 6 in ring)
try:
    ring.index(12345)
except ValueError as e:
    print(e)
try:
    ring[10] = 1
except IndexError as e:
    print(e)
try:
    array("i").pop()
except IndexError as e:
    print(e)
letters = array("u", "héllo")
letters.fromunicode(" wörld")
print(letters, letters.tounicode().upper(), len(letters.tobytes()))
print(array_module.typecodes, array("l", range(3)) + array("l", [9]), 2 * array("b", [1, -1]))

# slice objects: the same indices arithmetic the arrays use
for s in (slice(2, None), slice(None, None, -1), slice(-3, -1), slice(1, 100, 3), slice(5)):
    print(s, s.start, s.stop, s.step, s.indices(len(left)), left[s].tolist())
for bad in (slice(0, 5, 0), slice(1, 2)):
    try:
        print(bad.indices(-1 if bad.step is None else 4))
    except ValueError as e:
        print(repr(bad), e)
grid = array("i")
grid.fromlist([3, 1, 2])
try:
    grid.fromlist((4, 5))
except TypeError as e:
    print(e)
print(grid, grid.buffer_info()[1], sorted(grid), array("i", sorted(grid, reverse=True)))
