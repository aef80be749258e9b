// features: program, multidimensional_arrays, string_methods, collections_utils, arrays, comparator_combinators
import java.util.*;

public class DiffTool {
    static List<String> diff(List<String> a, List<String> b) {
        int n = a.size(), m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--)
            for (int j = m - 1; j >= 0; j--)
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        List<String> out = new ArrayList<>();
        int i = 0, j = 0;
        while (i < n && j < m) {
            if (a.get(i).equals(b.get(j))) { out.add("  " + a.get(i)); i++; j++; }
            else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.add("- " + a.get(i++));
            else out.add("+ " + b.get(j++));
        }
        while (i < n) out.add("- " + a.get(i++));
        while (j < m) out.add("+ " + b.get(j++));
        return out;
    }

    static int levenshtein(String s, String t) {
        int[] prev = new int[t.length() + 1], cur = new int[t.length() + 1];
        for (int j = 0; j <= t.length(); j++) prev[j] = j;
        for (int i = 1; i <= s.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= t.length(); j++) {
                int cost = s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] tmp = prev; prev = cur; cur = tmp;
        }
        return prev[t.length()];
    }

    public static void main(String[] args) {
        String before = "apple\nbanana\ncherry\ndate\nelderberry\nfig";
        String after = "apple\nblueberry\ncherry\ndate\nfig\ngrape";
        List<String> d = diff(Arrays.asList(before.split("\n")), List.of(after.split("\n")));
        d.forEach(System.out::println);
        long adds = d.stream().filter(s -> s.startsWith("+")).count();
        long dels = d.stream().filter(s -> s.charAt(0) == '-').count();
        System.out.println(adds + " insertions(+), " + dels + " deletions(-)");
        String[][] pairs = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"intention", "execution"}, {"same", "same"}};
        for (String[] p : pairs) {
            System.out.printf("%-10s -> %-10s : %d%n", "'" + p[0] + "'", "'" + p[1] + "'", levenshtein(p[0], p[1]));
        }
        String word = "recieve";
        List<String> dict = List.of("receive", "relieve", "recipe", "deceive", "review", "reserve");
        String best = Collections.min(dict, Comparator.comparingInt((String w) -> levenshtein(word, w)).thenComparing(Comparator.naturalOrder()));
        System.out.println("did you mean '" + best + "'?");
        char[] chars = word.toCharArray();
        Arrays.sort(chars);
        System.out.println(new String(chars) + " " + String.valueOf(chars, 0, 3) + " " + word.chars().distinct().count());
        System.out.println(String.join("", Collections.nCopies(3, "ab")) + " " + "a,b,,c,".split(",").length + " " + Arrays.toString("a,b,,c,".split(",", -1)));
    }
}
