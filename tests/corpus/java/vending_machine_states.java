// features: program, enum_declaration, switch_arrow, custom_exceptions, nested_static_class, hash_map, class_literal, try_statement, string_format, object_methods
import java.util.*;

public class Vending {
    enum Coin {
        NICKEL(5), DIME(10), QUARTER(25), DOLLAR(100);
        private final int cents;
        Coin(int c) { cents = c; }
        int cents() { return cents; }
    }
    enum State { IDLE, HAS_MONEY, DISPENSING, OUT_OF_SERVICE }

    static class VendingException extends RuntimeException {
        VendingException(String m) { super(m); }
    }
    static class SoldOutException extends VendingException {
        SoldOutException(String item) { super(item + " is sold out"); }
    }

    private State state = State.IDLE;
    private int balance = 0;
    private final Map<String, Integer> stock = new LinkedHashMap<>();
    private final Map<String, Integer> prices = new HashMap<>();
    private final EnumMap<Coin, Integer> bank = new EnumMap<>(Coin.class);
    private final List<String> log = new ArrayList<>();

    Vending() {
        for (Coin c : Coin.values()) bank.put(c, 5);
    }
    void load(String item, int price, int count) { stock.put(item, count); prices.put(item, price); }

    void insert(Coin c) {
        switch (state) {
            case OUT_OF_SERVICE -> throw new VendingException("machine out of service");
            case IDLE, HAS_MONEY -> {
                balance += c.cents();
                bank.merge(c, 1, Integer::sum);
                state = State.HAS_MONEY;
                log.add("+" + c.name().charAt(0) + c.name().substring(1).toLowerCase());
            }
            default -> throw new IllegalStateException("busy");
        }
    }

    List<Coin> select(String item) {
        if (state != State.HAS_MONEY) throw new VendingException("insert money first");
        Integer price = prices.get(item);
        if (price == null) throw new VendingException("unknown item " + item);
        if (stock.get(item) == 0) throw new SoldOutException(item);
        if (balance < price) throw new VendingException(String.format("need %d more cents", price - balance));
        state = State.DISPENSING;
        stock.compute(item, (k, v) -> v - 1);
        int change = balance - price;
        balance = 0;
        List<Coin> coins = makeChange(change);
        state = State.IDLE;
        log.add(item);
        return coins;
    }

    private List<Coin> makeChange(int amount) {
        List<Coin> out = new ArrayList<>();
        Coin[] order = Coin.values();
        for (int i = order.length - 1; i >= 0; i--) {
            Coin c = order[i];
            while (amount >= c.cents() && bank.get(c) > 0) {
                amount -= c.cents();
                bank.put(c, bank.get(c) - 1);
                out.add(c);
            }
        }
        if (amount != 0) { state = State.OUT_OF_SERVICE; throw new VendingException("cannot make change, short " + amount); }
        return out;
    }

    public static void main(String[] args) {
        Vending v = new Vending();
        v.load("cola", 125, 2);
        v.load("chips", 65, 1);
        v.load("gum", 35, 0);
        Object[][] script = {
            {"select", "cola"}, {"insert", Coin.DOLLAR}, {"insert", Coin.QUARTER}, {"select", "cola"},
            {"insert", Coin.DOLLAR}, {"select", "chips"}, {"insert", Coin.QUARTER}, {"select", "gum"},
            {"select", "water"}, {"insert", Coin.DIME}, {"select", "chips"}, {"insert", Coin.DOLLAR}, {"insert", Coin.DOLLAR},
            {"select", "cola"}, {"insert", Coin.DOLLAR}, {"insert", Coin.DOLLAR}, {"insert", Coin.DOLLAR}, {"insert", Coin.DOLLAR},
            {"select", "cola"}, {"insert", Coin.NICKEL}
        };
        for (Object[] step : script) {
            String op = (String) step[0];
            try {
                if (op.equals("insert")) {
                    v.insert((Coin) step[1]);
                    System.out.println("inserted " + step[1] + ", balance " + v.balance);
                } else {
                    List<Coin> change = v.select((String) step[1]);
                    System.out.println("got " + step[1] + ", change " + change);
                }
            } catch (SoldOutException e) {
                System.out.println("SOLD OUT: " + e.getMessage());
            } catch (VendingException e) {
                System.out.println("error: " + e.getMessage() + " [" + v.state + "]");
            }
        }
        System.out.println(v.stock);
        System.out.println(v.bank);
        System.out.println(String.join(",", v.log));
        System.out.println(Coin.valueOf("DIME").cents() + Coin.QUARTER.cents() + " " + State.valueOf("IDLE").ordinal());
        RuntimeException re = new SoldOutException("x");
        System.out.println((re instanceof VendingException) + " " + re.getClass().getSimpleName() + " " + re.getClass().getName());
        System.out.println(re);
    }
}
