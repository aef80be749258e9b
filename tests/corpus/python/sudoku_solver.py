# features: recursion, global_statement, set_comprehension, generator_expression, list_comprehension, slicing
# Backtracking Sudoku solver choosing the cell with the fewest candidates.
PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""

def parse(s):
    return [[0 if ch == "." else int(ch) for ch in line] for line in s.split()]

def candidates(board, r, c):
    used = set(board[r]) | {board[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {board[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]

steps = 0
def solve(board):
    global steps
    best = None
    for r in range(9):
        for c in range(9):
            if board[r][c] == 0:
                cands = candidates(board, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
    if best is None:
        return True
    r, c, cands = best
    for d in cands:
        steps += 1
        board[r][c] = d
        if solve(board):
            return True
    board[r][c] = 0
    return False

def show(board):
    for i, row in enumerate(board):
        if i and i % 3 == 0:
            print("------+-------+------")
        print(" | ".join(" ".join(map(str, row[j:j+3])) for j in range(0, 9, 3)))

board = parse(PUZZLE)
print("blanks:", sum(row.count(0) for row in board))
ok = solve(board)
print("solved:", ok, "steps:", steps)
show(board)
print(all(sorted(row) == list(range(1, 10)) for row in board))
print(all(len({board[r][c] for r in range(9)}) == 9 for c in range(9)))
