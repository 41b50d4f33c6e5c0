// SPDX-License-Identifier: GPL-3.0-or-later
#include "bag.h"

namespace ml
{

namespace
{
constexpr std::array<int, 5> kFullBag = {4, 5, 5, 2, 2}; // 1, 2, 3, 4 sheep, wolf
}

const QStringList &Bag::tokenNames()
{
    static const QStringList names = {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                      QStringLiteral("4"), QStringLiteral("wolf")};
    return names;
}

int Bag::tokenIndex(const QString &token)
{
    return int(tokenNames().indexOf(token));
}

int Bag::sheepOn(const QString &token)
{
    const int i = tokenIndex(token);
    return i >= 0 && i < 4 ? i + 1 : 0;
}

Bag::Bag() : m_counts(kFullBag) {}

Bag::Bag(const Bag &other)
    : m_counts(other.m_counts), m_script(other.m_script), m_next(other.m_next),
      m_seed(other.m_seed),
      m_rng(other.m_rng ? std::make_unique<std::mt19937>(*other.m_rng) : nullptr)
{
}

Bag &Bag::operator=(const Bag &other)
{
    if (this != &other) *this = Bag(other);
    return *this;
}

Bag::~Bag() = default;

bool Bag::takeForSetup(const QString &token)
{
    const int i = tokenIndex(token);
    if (i < 0 || m_counts[size_t(i)] == 0) return false;
    --m_counts[size_t(i)];
    return true;
}

int Bag::size() const
{
    int n = 0;
    for (int c : m_counts)
        n += c;
    return n;
}

int Bag::count(const QString &token) const
{
    const int i = tokenIndex(token);
    return i < 0 ? 0 : m_counts[size_t(i)];
}

QString Bag::draw(Refusal *error)
{
    if (m_next < m_script.size()) {
        QString token = m_script[m_next];
        const int i = tokenIndex(token);
        if (i < 0 || m_counts[size_t(i)] == 0) {
            // The rule is the drawing step's; the caller sets it.
            *error =
                Refusal::make(RefusalCode::BagScriptMissing, "", {QString::number(m_next), token});
            return {};
        }
        ++m_next;
        --m_counts[size_t(i)];
        return token;
    }
    const int n = size();
    if (n == 0) {
        *error = Refusal::make(RefusalCode::BagEmpty, "");
        return {};
    }
    // The bag in the order 1 1 1 1 2 2 2 2 2 3 ... wolf wolf, minus what is out of it.
    if (!m_rng) m_rng = std::make_unique<std::mt19937>(m_seed);
    int index = int((*m_rng)() % quint32(n));
    for (size_t i = 0; i < m_counts.size(); ++i) {
        if (index < m_counts[i]) {
            --m_counts[i];
            return tokenNames()[qsizetype(i)];
        }
        index -= m_counts[i];
    }
    return {};
}

void Bag::putBack(const QString &token)
{
    const int i = tokenIndex(token);
    if (i >= 0) ++m_counts[size_t(i)];
}

} // namespace ml
