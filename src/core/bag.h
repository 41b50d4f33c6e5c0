// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "refusal.h"

#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <random>

namespace ml
{

// The cloth bag of Hills & Sheep (docs/board-format.md, `bag`): 18 tokens, the full set minus those
// lying on the board. Draws follow the board file's script first, then a seeded generator, so
// every board replays the same way (docs/board-format.md, `bag`).
class Bag
{
public:
    // "1", "2", "3", "4", "wolf"; index of a token name, -1 if unknown.
    static const QStringList &tokenNames();
    static int tokenIndex(const QString &token);
    static int sheepOn(const QString &token); // 0 for the wolf

    Bag();
    Bag(const Bag &other);
    Bag &operator=(const Bag &other);
    Bag(Bag &&) noexcept = default;
    Bag &operator=(Bag &&) noexcept = default;
    ~Bag();
    // Takes a token out for a set-up flock; false if none of that kind is left.
    bool takeForSetup(const QString &token);
    void setScript(const QStringList &draws)
    {
        m_script = draws;
        m_next = 0;
    }
    void setSeed(quint32 seed)
    {
        m_seed = seed;
        m_rng.reset();
    }

    bool isEmpty() const { return size() == 0; }
    int size() const;
    int count(const QString &token) const;
    // Draws the next token. Fails (returns empty, sets *error) when the script names a token
    // that is not in the bag, or the bag is empty.
    QString draw(Refusal *error);
    void putBack(const QString &token);

private:
    std::array<int, 5> m_counts;
    QStringList m_script;
    int m_next = 0;
    // The generator of the draws past the script, made at the first such draw: seeding a
    // Mersenne twister writes 5 KB, and most games never draw (no Hills & Sheep, or only
    // scripted draws), while the search and the timeline copy games all the time.
    quint32 m_seed = 1;
    std::unique_ptr<std::mt19937> m_rng;
};

} // namespace ml
