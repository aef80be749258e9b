// features: program, record_declaration, enum_declaration, multidimensional_arrays, hash_map, streams, collections_utils, char_type
import java.util.*;
import java.util.stream.*;

public class ChessMoves {
    record Square(int file, int rank) implements Comparable<Square> {
        static Square of(String s) {
            if (s.length() != 2) throw new IllegalArgumentException("bad square: " + s);
            int f = s.charAt(0) - 'a', r = s.charAt(1) - '1';
            if (f < 0 || f > 7 || r < 0 || r > 7) throw new IllegalArgumentException("off board: " + s);
            return new Square(f, r);
        }
        boolean valid() { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
        Square plus(int df, int dr) { return new Square(file + df, rank + dr); }
        @Override public String toString() { return "" + (char) ('a' + file) + (rank + 1); }
        @Override public int compareTo(Square o) { return rank != o.rank ? Integer.compare(rank, o.rank) : Integer.compare(file, o.file); }
    }

    enum Piece {
        KNIGHT('N', new int[][]{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}, false),
        BISHOP('B', new int[][]{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, true),
        ROOK('R', new int[][]{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, true),
        QUEEN('Q', new int[][]{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}, true),
        KING('K', new int[][]{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}, false);

        final char symbol;
        private final int[][] deltas;
        private final boolean slides;
        Piece(char symbol, int[][] deltas, boolean slides) { this.symbol = symbol; this.deltas = deltas; this.slides = slides; }

        SortedSet<Square> moves(Square from, Set<Square> blockers) {
            SortedSet<Square> out = new TreeSet<>();
            for (int[] d : deltas) {
                Square s = from.plus(d[0], d[1]);
                while (s.valid()) {
                    out.add(s);
                    if (!slides || blockers.contains(s)) break;
                    s = s.plus(d[0], d[1]);
                }
            }
            return out;
        }
    }

    static int knightDistance(Square a, Square b) {
        Map<Square, Integer> dist = new HashMap<>(Map.of(a, 0));
        Queue<Square> q = new ArrayDeque<>(List.of(a));
        while (!q.isEmpty()) {
            Square s = q.remove();
            if (s.equals(b)) return dist.get(s);
            for (Square n : Piece.KNIGHT.moves(s, Set.of())) {
                if (dist.putIfAbsent(n, dist.get(s) + 1) == null) q.add(n);
            }
        }
        return -1;
    }

    public static void main(String[] args) {
        Set<Square> blockers = Stream.of("d6", "f4", "b2").map(Square::of).collect(Collectors.toSet());
        Square d4 = Square.of("d4");
        for (Piece p : Piece.values()) {
            SortedSet<Square> m = p.moves(d4, blockers);
            System.out.println(p.symbol + " from d4: " + m.size() + " " + m);
        }
        char[][] board = new char[8][8];
        for (char[] row : board) Arrays.fill(row, '.');
        for (Square s : Piece.QUEEN.moves(d4, blockers)) board[s.rank()][s.file()] = '*';
        for (Square s : blockers) board[s.rank()][s.file()] = 'x';
        board[d4.rank()][d4.file()] = 'Q';
        for (int r = 7; r >= 0; r--) System.out.println((r + 1) + " " + new String(board[r]));
        System.out.println("  abcdefgh");
        String[][] pairs = {{"a1", "h8"}, {"a1", "b2"}, {"e4", "e5"}, {"g1", "f3"}, {"a1", "a1"}};
        for (String[] p : pairs)
            System.out.println("knight " + p[0] + "->" + p[1] + ": " + knightDistance(Square.of(p[0]), Square.of(p[1])));
        for (String bad : List.of("i9", "a", "h0")) {
            try {
                Square.of(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        Map<Piece, Integer> mobility = new EnumMap<>(Piece.class);
        for (Piece p : Piece.values()) {
            int total = 0;
            for (int f = 0; f < 8; f++) for (int r = 0; r < 8; r++) total += p.moves(new Square(f, r), Set.of()).size();
            mobility.put(p, total);
        }
        System.out.println(mobility);
        System.out.println(Piece.valueOf("ROOK").ordinal() + " " + Piece.QUEEN.compareTo(Piece.KNIGHT) + " " + Piece.KING.name().toLowerCase());
        List<Square> sorted = new ArrayList<>(blockers);
        Collections.sort(sorted, Comparator.reverseOrder());
        System.out.println(sorted + " " + Collections.min(blockers) + " " + new Square(3, 3).hashCode() == "" + " " + d4.equals(new Square(3, 3)));
    }
}
