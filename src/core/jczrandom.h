// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace ml::jcz
{

// JCloisterZone's random generator (docs/jcz-import.md, "The random generator"). JCZ keeps one
// double r in [0, 1): each COMMIT and FLOCK_EXPAND_OR_SCORE of a save brings a fresh Math.random()
// value, and the draws of the turn are computed from it. Since JCZ 5.9.0 a draw also moves r on by
// one step of Java's 48-bit linear congruential generator, so that two draws in one turn (a
// discard, then the tile placed) differ; before 5.9.0 ("legacy") r stayed put until the next
// message.
class Random
{
public:
    explicit Random(double r = 0.0, bool legacy = false) : m_r(r), m_set(r), m_legacy(legacy) {}

    // A message's random value, in force from now on.
    void set(double r)
    {
        m_r = r;
        m_set = r;
    }
    double value() const { return m_r; }
    // The value the last message set: what the legacy generator would draw with now.
    double lastSet() const { return m_set; }
    bool legacy() const { return m_legacy; }

    // (int)(r × bound), then the advance step unless legacy. Always from 0 to bound - 1.
    int nextInt(int bound);
    // (int)(r × bound) alone, kept from 0 to bound - 1 whatever r is (0 for a bound < 1).
    static int scaled(double r, int bound);

    // The step alone: r's low 48 bits of mantissa and exponent through Java's LCG.
    static double advance(double r);

private:
    double m_r;
    double m_set;
    bool m_legacy;
};

} // namespace ml::jcz
