// features: scanner_input, scanner_text, streams, string_format
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class StdinScores {
    record Score(String player, int points) {}

    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(System.in);
        int rounds = sc.nextInt();
        List<Score> scores = new ArrayList<>();
        for (int r = 0; r < rounds && sc.hasNext(); r++) {
            String who = sc.next();
            if (!sc.hasNextInt()) {
                System.out.println("round " + (r + 1) + ": not a number: " + sc.next());
                continue;
            }
            scores.add(new Score(who, sc.nextInt()));
        }
        sc.nextLine();
        Map<String, Integer> totals = scores.stream()
                .collect(Collectors.groupingBy(Score::player, TreeMap::new, Collectors.summingInt(Score::points)));
        totals.forEach((p, t) -> System.out.printf("%-6s %4d%n", p, t));
        String title = sc.nextLine();
        System.out.println("title: [" + title.strip() + "]");
        List<String> rest = new ArrayList<>();
        while (sc.hasNextLine()) rest.add(sc.nextLine());
        System.out.println(rest.size() + " remaining lines: " + rest);
        try {
            sc.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException: " + e.getMessage());
        }
        BufferedReader br = new BufferedReader(new StringReader("alpha\nbeta\n\ngamma"));
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) System.out.println(++n + ": " + line);
        System.out.println(new BufferedReader(new StringReader("x\ny\nz")).lines().map(String::toUpperCase).collect(Collectors.joining(",")));
    }
}
