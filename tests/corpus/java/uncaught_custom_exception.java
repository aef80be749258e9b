// features: program, uncaught_exception, custom_exceptions, try_statement, throw_statement, varargs, method_reference, class_declaration
import java.util.*;

public class Main {
    static void replay(Ledger ledger, String[][] rows) {
        for (String[] row : rows) {
            ledger.transfer(row[0], row[1], row[2]);
        }
    }

    public static void main(String[] args) {
        Ledger ledger = new Ledger("ann", "bob", "cy");
        String[][] rows = {
            {"ann", "bob", "30"},
            {"bob", "cy", "x12"},
            {"cy", "ann", "55"},
            {"bob", "ann", "500"},
            {"ann", "cy", "1"},
        };
        replay(ledger, rows);
        System.out.println("unreachable");
    }
}

class LedgerException extends RuntimeException {
    LedgerException(String message) { super(message); }
}

class Ledger {
    private final Map<String, Integer> balances = new TreeMap<>();

    Ledger(String... names) {
        for (String n : names) balances.put(n, 100);
    }

    int parseAmount(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            System.out.println("bad amount '" + text + "', using 0");
            return 0;
        }
    }

    void transfer(String from, String to, String amountText) {
        int amount = parseAmount(amountText);
        int have = balances.getOrDefault(from, 0);
        if (amount > have) {
            throw new LedgerException("overdraft: " + from + " has " + have + ", needs " + amount);
        }
        balances.put(from, have - amount);
        balances.merge(to, amount, Integer::sum);
        System.out.println(from + " -> " + to + ": " + amount + " " + balances);
    }
}
