// features: program, switch_statement, switch_arrow, switch_expression, yield_statement, string_switch, char_type
public class Switches {
    static String dayType(int d) {
        return switch (d) {
            case 1, 7 -> "weekend";
            case 2, 3, 4, 5, 6 -> "weekday";
            default -> "invalid";
        };
    }

    static int daysIn(String month) {
        int days;
        switch (month) {
            case "feb":
                days = 28;
                break;
            case "apr":
            case "jun":
            case "sep":
            case "nov":
                days = 30;
                break;
            default:
                days = 31;
        }
        return days;
    }

    static int score(char grade) {
        int s = switch (grade) {
            case 'A' -> 4;
            case 'B' -> 3;
            case 'C' -> {
                int base = 1;
                yield base + 1;
            }
            default -> 0;
        };
        return s;
    }

    public static void main(String[] args) {
        for (int d = 0; d <= 8; d++) System.out.print(dayType(d) + " ");
        System.out.println();
        for (String m : new String[]{"jan", "feb", "apr", "dec"}) System.out.println(m + "=" + daysIn(m));
        System.out.println(score('A') + score('B') + score('C') + score('F'));
        int fall = 0;
        switch (2) {
            case 1: fall += 1;
            case 2: fall += 2;
            case 3: fall += 3;
            case 4: fall += 4; break;
            case 5: fall += 5;
        }
        System.out.println("fallthrough " + fall);
        for (int i = 0; i < 3; i++) {
            switch (i) {
                case 0 -> System.out.println("zero");
                case 1 -> { System.out.println("one"); }
                default -> System.out.println("many");
            }
        }
    }
}
