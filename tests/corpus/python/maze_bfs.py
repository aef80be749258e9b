# features: yield, tuple_unpacking, list_comprehension, set_comprehension, generator_expression, f_string, stdlib_collections
# Shortest path through a text maze with breadth-first search over a deque.
from collections import deque

MAZE = """\
##########
#S   #   #
# ## # # #
#  #   # #
## ##### #
#      #E#
# #### # #
#    #   #
##########"""

def parse(text):
    grid = [list(line) for line in text.splitlines()]
    start = end = None
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "S":
                start = (r, c)
            elif ch == "E":
                end = (r, c)
    return grid, start, end

def neighbours(grid, pos):
    r, c = pos
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and grid[nr][nc] != "#":
            yield nr, nc

def bfs(grid, start, end):
    prev = {start: None}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        if cur == end:
            break
        for nxt in neighbours(grid, cur):
            if nxt not in prev:
                prev[nxt] = cur
                queue.append(nxt)
    if end not in prev:
        return None
    path = []
    node = end
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]

grid, start, end = parse(MAZE)
path = bfs(grid, start, end)
print(f"start={start} end={end}")
print(f"path length: {len(path) - 1}")
for r, c in path[1:-1]:
    grid[r][c] = "."
print("\n".join("".join(row) for row in grid))
visited_rows = sorted({r for r, _ in path})
print("rows visited:", visited_rows)
print("turns:", sum(1 for a, b, c in zip(path, path[1:], path[2:])
                    if (b[0]-a[0], b[1]-a[1]) != (c[0]-b[0], c[1]-b[1])))
