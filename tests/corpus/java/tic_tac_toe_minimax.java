// features: program, arrays, char_type, string_methods, collections_utils, hash_map, static_members
import java.util.*;

public class TicTacToe {
    static final int[][] LINES = {{0,1,2},{3,4,5},{6,7,8},{0,3,6},{1,4,7},{2,5,8},{0,4,8},{2,4,6}};
    static int nodes = 0;

    static char winner(char[] b) {
        for (int[] l : LINES)
            if (b[l[0]] != ' ' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) return b[l[0]];
        return ' ';
    }

    static int minimax(char[] b, char turn, int depth, int alpha, int beta) {
        nodes++;
        char w = winner(b);
        if (w == 'X') return 10 - depth;
        if (w == 'O') return depth - 10;
        boolean full = true;
        for (char c : b) if (c == ' ') { full = false; break; }
        if (full) return 0;
        int best = turn == 'X' ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < 9; i++) {
            if (b[i] != ' ') continue;
            b[i] = turn;
            int score = minimax(b, turn == 'X' ? 'O' : 'X', depth + 1, alpha, beta);
            b[i] = ' ';
            if (turn == 'X') { best = Math.max(best, score); alpha = Math.max(alpha, score); }
            else { best = Math.min(best, score); beta = Math.min(beta, score); }
            if (beta <= alpha) break;
        }
        return best;
    }

    static int bestMove(char[] b, char turn) {
        int bestIdx = -1;
        int bestScore = turn == 'X' ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < 9; i++) {
            if (b[i] != ' ') continue;
            b[i] = turn;
            int s = minimax(b, turn == 'X' ? 'O' : 'X', 1, Integer.MIN_VALUE, Integer.MAX_VALUE);
            b[i] = ' ';
            if (turn == 'X' ? s > bestScore : s < bestScore) { bestScore = s; bestIdx = i; }
        }
        return bestIdx;
    }

    static void print(char[] b) {
        for (int r = 0; r < 3; r++) {
            StringJoiner sj = new StringJoiner(" | ");
            for (int c = 0; c < 3; c++) sj.add(String.valueOf(b[r * 3 + c] == ' ' ? (char) ('1' + r * 3 + c) : b[r * 3 + c]));
            System.out.println(" " + sj);
            if (r < 2) System.out.println("---+---+---");
        }
    }

    public static void main(String[] args) {
        char[] board = "X O  O  X".toCharArray();
        print(board);
        char turn = 'X';
        List<Integer> moves = new ArrayList<>();
        while (winner(board) == ' ' && new String(board).indexOf(' ') >= 0) {
            int m = bestMove(board, turn);
            moves.add(m + 1);
            board[m] = turn;
            turn = turn == 'X' ? 'O' : 'X';
        }
        System.out.println("moves: " + moves);
        print(board);
        char w = winner(board);
        System.out.println(w == ' ' ? "draw" : w + " wins");
        System.out.println("nodes searched: " + nodes);
        nodes = 0;
        char[] empty = new char[9];
        Arrays.fill(empty, ' ');
        System.out.println("empty board value: " + minimax(empty, 'X', 0, Integer.MIN_VALUE, Integer.MAX_VALUE) + " after " + nodes + " nodes");
        Map<Character, Integer> counts = new TreeMap<>();
        for (char c : board) counts.merge(c, 1, Integer::sum);
        System.out.println(counts);
        System.out.println(Collections.frequency(Arrays.asList('X', 'O', 'X'), 'X') + " " + String.join("", Collections.nCopies(3, "-+")));
    }
}
