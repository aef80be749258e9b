// features: program, custom_exceptions, string_methods, string_builder, char_type, streams, varargs, static_members
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class PhoneNumber {
    static class InvalidNumberException extends RuntimeException {
        private final String input;
        InvalidNumberException(String input, String reason) {
            super(reason);
            this.input = input;
        }
        String input() { return input; }
    }

    private final String digits;

    PhoneNumber(String raw) {
        if (raw.chars().anyMatch(Character::isLetter)) throw new InvalidNumberException(raw, "letters not permitted");
        for (char c : raw.toCharArray()) {
            if (!Character.isDigit(c) && " +-().".indexOf(c) < 0) {
                throw new InvalidNumberException(raw, "punctuations not permitted");
            }
        }
        String d = raw.replaceAll("[^0-9]", "");
        if (d.length() < 10) throw new InvalidNumberException(raw, "must not be fewer than 10 digits");
        if (d.length() > 11) throw new InvalidNumberException(raw, "must not be greater than 11 digits");
        if (d.length() == 11) {
            if (d.charAt(0) != '1') throw new InvalidNumberException(raw, "11 digits must start with 1");
            d = d.substring(1);
        }
        check(raw, d.charAt(0), "area code");
        check(raw, d.charAt(3), "exchange code");
        this.digits = d;
    }

    private static void check(String raw, char c, String what) {
        if (c == '0') throw new InvalidNumberException(raw, what + " cannot start with zero");
        if (c == '1') throw new InvalidNumberException(raw, what + " cannot start with one");
    }

    String getNumber() { return digits; }
    String areaCode() { return digits.substring(0, 3); }

    String pretty() {
        return new StringBuilder("(").append(areaCode()).append(") ").append(digits, 3, 6).append('-')
            .append(digits.substring(6)).toString();
    }

    static List<String> validOnly(String... inputs) {
        List<String> ok = new ArrayList<>();
        for (String in : inputs) {
            try {
                ok.add(new PhoneNumber(in).getNumber());
            } catch (InvalidNumberException e) {
                // skip
            }
        }
        return ok;
    }

    public static void main(String[] args) {
        String[] inputs = {"(223) 456-7890", "223.456.7890", "223 456   7890   ", "123456789", "22234567890",
            "12234567890", "+1 (223) 456-7890", "321234567890", "523-abc-7890", "523-@:!-7890",
            "(023) 456-7890", "(123) 456-7890", "(223) 056-7890", "(223) 156-7890", "1 (023) 456-7890",
            "1 (223) 156-7890"};
        for (String in : inputs) {
            try {
                PhoneNumber p = new PhoneNumber(in);
                System.out.printf("%-22s => %s  %s%n", "'" + in + "'", p.getNumber(), p.pretty());
            } catch (InvalidNumberException e) {
                System.out.printf("%-22s => error: %s%n", "'" + e.input() + "'", e.getMessage());
            }
        }
        List<String> valid = validOnly(inputs);
        System.out.println(valid.size() + " valid: " + String.join(",", valid));
        Map<String, List<String>> byArea = valid.stream().collect(Collectors.groupingBy(s -> s.substring(0, 3)));
        System.out.println(byArea);
        Function<String, String> mask = s -> "*".repeat(s.length() - 4) + s.substring(s.length() - 4);
        BiFunction<String, Integer, String> chunk = (s, n) -> s.substring(0, Math.min(n, s.length()));
        Supplier<String> sample = () -> new PhoneNumber("223-456-7890").pretty();
        Predicate<String> starts2 = s -> s.startsWith("2");
        System.out.println(mask.apply("2234567890") + " " + chunk.apply("2234567890", 3) + " " + sample.get()
            + " " + starts2.negate().test("323"));
        int digitSum = "2234567890".chars().map(c -> c - '0').sum();
        String odd = IntStream.range(0, 10).filter(i -> i % 2 == 1).mapToObj(Integer::toString).collect(Collectors.joining("-", "{", "}"));
        System.out.println(digitSum + " " + odd + " " + Character.getNumericValue('7') + " " + (char) ('0' + 5));
    }
}
