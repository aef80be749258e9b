// features: program, text_block, record_declaration, deque_stack, hash_map, multidimensional_arrays, string_builder, collections_utils
import java.util.*;

public class Maze {
    static final String MAZE = """
        ##########
        #S.....#.#
        #.##.#.#.#
        #.#..#...#
        #.#.####.#
        #...#..#.#
        ###.#.##.#
        #.....#..#
        #.###...E#
        ##########
        """;

    record Point(int r, int c) {}

    public static void main(String[] args) {
        String[] lines = MAZE.strip().split("\n");
        char[][] grid = new char[lines.length][];
        Point start = null, end = null;
        for (int i = 0; i < lines.length; i++) {
            grid[i] = lines[i].toCharArray();
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] == 'S') start = new Point(i, j);
                if (grid[i][j] == 'E') end = new Point(i, j);
            }
        }
        System.out.println("size " + grid.length + "x" + grid[0].length + " start=" + start + " end=" + end);
        Map<Point, Point> prev = new HashMap<>();
        Deque<Point> queue = new ArrayDeque<>();
        queue.add(start);
        prev.put(start, start);
        int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        int explored = 0;
        while (!queue.isEmpty()) {
            Point p = queue.poll();
            explored++;
            if (p.equals(end)) break;
            for (int[] d : dirs) {
                Point n = new Point(p.r() + d[0], p.c() + d[1]);
                if (grid[n.r()][n.c()] != '#' && !prev.containsKey(n)) {
                    prev.put(n, p);
                    queue.add(n);
                }
            }
        }
        List<Point> path = new ArrayList<>();
        for (Point p = end; !p.equals(start); p = prev.get(p)) path.add(p);
        path.add(start);
        Collections.reverse(path);
        System.out.println("explored " + explored + " cells, path length " + (path.size() - 1));
        for (Point p : path) if (grid[p.r()][p.c()] == '.') grid[p.r()][p.c()] = '*';
        for (char[] row : grid) System.out.println(new String(row));
        StringBuilder moves = new StringBuilder();
        for (int i = 1; i < path.size(); i++) {
            Point a = path.get(i - 1), b = path.get(i);
            moves.append(b.r() > a.r() ? 'D' : b.r() < a.r() ? 'U' : b.c() > a.c() ? 'R' : 'L');
        }
        System.out.println("moves: " + moves);
        // run-length encode the moves
        StringBuilder rle = new StringBuilder();
        for (int i = 0; i < moves.length(); ) {
            int j = i;
            while (j < moves.length() && moves.charAt(j) == moves.charAt(i)) j++;
            rle.append(j - i).append(moves.charAt(i));
            i = j;
        }
        System.out.println("rle: " + rle);
        int[][] dist = new int[grid.length][grid[0].length];
        for (int[] row : dist) Arrays.fill(row, -1);
        dist[start.r()][start.c()] = 0;
        Deque<Point> q = new ArrayDeque<>(List.of(start));
        int maxD = 0;
        while (!q.isEmpty()) {
            Point p = q.removeFirst();
            for (int[] d : dirs) {
                int nr = p.r() + d[0], nc = p.c() + d[1];
                if (grid[nr][nc] != '#' && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[p.r()][p.c()] + 1;
                    maxD = Math.max(maxD, dist[nr][nc]);
                    q.addLast(new Point(nr, nc));
                }
            }
        }
        System.out.println("farthest distance: " + maxD);
        System.out.println(Arrays.toString(dist[1]));
        System.out.println(Arrays.deepToString(Arrays.copyOfRange(dist, 7, 9)));
    }
}
