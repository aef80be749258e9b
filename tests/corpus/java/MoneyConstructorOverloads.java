// features: constructor_declaration, constructor_chaining, method_overloading, nested_static_class, inheritance
import java.util.*;
public class MoneyConstructorOverloads {
    static class Money {
        final long cents; final String note;
        Money(long cents) { this(cents, "long"); }
        Money(String text) { this(Math.round(Double.parseDouble(text) * 100), "text"); }
        Money(Object o) { this(0, "object " + o); }
        Money(Money other) { this(other.cents, "copy of " + other.note); }
        Money(long cents, String note) { this.cents = cents; this.note = note; }
        public String toString() { return String.format("%d.%02d (%s)", cents / 100, cents % 100, note); }
    }
    static class Tagged extends Money {
        Tagged(String s) { super(s); }
        Tagged(Money m) { super(m); }
    }
    class Inner { final String v; Inner(String s) { v = "S" + s; } Inner(Integer i) { v = "I" + i; } }
    public static void main(String[] args) {
        Object o = "12.5";
        System.out.println(new Money(250) + " | " + new Money("3.75") + " | " + new Money(o) + " | " + new Money(new Money(99)));
        System.out.println(new Tagged("1.00") + " | " + new Tagged(new Money(5)) + " | " + new Money('x') + " | " + new Money(List.of(1)));
        MoneyConstructorOverloads ct = new MoneyConstructorOverloads();
        System.out.println(ct.new Inner("a").v + ct.new Inner(3).v);
    }
}
