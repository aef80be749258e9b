// features: program, hash_map, streams, comparator_combinators, string_format, string_methods, class_declaration
import java.util.*;
import java.util.stream.*;

public class Tournament {
    static class Team {
        final String name;
        int wins, draws, losses;
        Team(String name) { this.name = name; }
        int played() { return wins + draws + losses; }
        int points() { return 3 * wins + draws; }
    }

    static String tally(List<String> rows) {
        Map<String, Team> teams = new HashMap<>();
        for (String row : rows) {
            String[] parts = row.split(";");
            if (parts.length != 3) continue;
            Team a = teams.computeIfAbsent(parts[0], Team::new);
            Team b = teams.computeIfAbsent(parts[1], Team::new);
            switch (parts[2]) {
                case "win" -> { a.wins++; b.losses++; }
                case "loss" -> { a.losses++; b.wins++; }
                case "draw" -> { a.draws++; b.draws++; }
                default -> throw new IllegalArgumentException("bad result: " + parts[2]);
            }
        }
        StringBuilder sb = new StringBuilder(String.format("%-31s| MP |  W |  D |  L |  P", "Team"));
        List<Team> sorted = teams.values().stream()
            .sorted(Comparator.comparingInt(Team::points).reversed().thenComparing(t -> t.name))
            .collect(Collectors.toList());
        for (Team t : sorted) {
            sb.append("\n").append(String.format("%-31s| %2d | %2d | %2d | %2d | %2d",
                t.name, t.played(), t.wins, t.draws, t.losses, t.points()));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        List<List<String>> cases = List.of(
            List.of(),
            List.of("Allegoric Alaskans;Blithering Badgers;win"),
            List.of("Blithering Badgers;Allegoric Alaskans;loss"),
            List.of("Allegoric Alaskans;Blithering Badgers;draw"),
            List.of("Allegoric Alaskans;Blithering Badgers;win", "Allegoric Alaskans;Blithering Badgers;win"),
            List.of("Allegoric Alaskans;Blithering Badgers;win", "Devastating Donkeys;Courageous Californians;draw",
                    "Devastating Donkeys;Allegoric Alaskans;win", "Courageous Californians;Blithering Badgers;loss",
                    "Blithering Badgers;Devastating Donkeys;loss", "Allegoric Alaskans;Courageous Californians;win"),
            List.of("Courageous Californians;Devastating Donkeys;win", "Allegoric Alaskans;Blithering Badgers;win",
                    "Devastating Donkeys;Allegoric Alaskans;loss", "Courageous Californians;Blithering Badgers;win",
                    "Blithering Badgers;Devastating Donkeys;draw", "Allegoric Alaskans;Courageous Californians;draw"));
        for (List<String> c : cases) {
            System.out.println(tally(c));
            System.out.println("---");
        }
        try {
            tally(List.of("A;B;maybe"));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        Map<String, Long> winsByTeam = Stream.of("a;b;win", "a;c;win", "b;c;win")
            .map(r -> r.split(";")[0])
            .collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.counting()));
        System.out.println(winsByTeam);
    }
}
