package com.acme.web;

import com.acme.data.UserRepo;
import javax.servlet.http.HttpServletRequest;

// A servlet-style controller: no main anywhere, packages four directories deep.
public class UserController {
    private final UserRepo repo = new UserRepo();

    public String lookup(HttpServletRequest req) {
        String name = req.getParameter("name");
        return repo.find(normalise(name));
    }

    public String count(HttpServletRequest req) {
        String limit = req.getParameter("limit");
        return repo.countBelow(Integer.parseInt(limit));
    }

    private static String normalise(String s) {
        return s.trim().toLowerCase();
    }
}
