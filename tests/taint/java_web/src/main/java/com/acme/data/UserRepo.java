package com.acme.data;

import java.sql.*;

public class UserRepo {
    private Connection conn;

    public String find(String name) {
        try {
            Statement st = conn.createStatement();
            ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + name + "'");
            return rs.next() ? rs.getString(1) : null;
        } catch (SQLException e) {
            return null;
        }
    }

    public String countBelow(int limit) {
        try {
            PreparedStatement ps = conn.prepareStatement("SELECT count(*) FROM users WHERE age < ?");
            ps.setInt(1, limit);
            ResultSet rs = ps.executeQuery();
            return rs.getString(1);
        } catch (SQLException e) {
            return null;
        }
    }
}
