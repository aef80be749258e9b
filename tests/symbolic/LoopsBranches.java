// symbolic-check: unknowns=Store.readQty(),Store.rate() overflow=Store.level()=2147483647
import inventory.Store;
import inventory.Cart;
import inventory.Item;

public class LoopsBranches {
  public static void main(String[] args) {
    Cart cart = Store.loadCart();
    int x = Store.readQty();
    int y = Store.rate();
    if (x > 5) {
      if (x < 3) System.out.println("impossible");
      System.out.println("big");
    }
    if (x >= 0 && y >= 0 && x + y == 10 && x - y == 4) System.out.println("hit");
    int total = 0;
    for (Item item : cart.items()) total += item.price();
    System.out.println("after-list-loop");
    int n = 0;
    while (Store.more()) n++;
    System.out.println("after-while");
    int z = Store.level();
    if (z + 1 < z) System.out.println("overflow");
    System.out.println("end");
  }
}
