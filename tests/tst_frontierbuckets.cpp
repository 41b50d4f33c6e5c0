// SPDX-License-Identifier: GPL-3.0-or-later
// The board's frontier buckets share one pool of cells (frontierbuckets.h). Slabs
// move when they fill up and are packed together when the pool runs out of room; whatever
// they do, every bucket must hold the same cells in the same order as a plain vector would,
// because listing placements hands out its cells in that order.
#include "frontierbuckets.h"

#include <QtTest>

#include <random>
#include <vector>

using namespace ml;

namespace
{
using Reference = std::vector<std::vector<Cell>>;

bool sameAs(const FrontierBuckets &pool, const Reference &ref, QString *why)
{
    for (int b = 0; b < FrontierBuckets::kCount; ++b) {
        const std::vector<Cell> &want = ref[size_t(b)];
        if (pool.size(b) != int(want.size())) {
            *why = QStringLiteral("bucket %1 holds %2 cells, not %3")
                       .arg(b)
                       .arg(pool.size(b))
                       .arg(want.size());
            return false;
        }
        for (int i = 0; i < pool.size(b); ++i)
            if (pool.cells(b)[i] != want[size_t(i)]) {
                *why = QStringLiteral("bucket %1, cell %2 differs").arg(b).arg(i);
                return false;
            }
    }
    return true;
}
} // namespace

class TestFrontierBuckets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Pushes and swap-removals in random buckets, as the frontier makes them, against one
    // plain vector per bucket. A small first pool forces packing and growth again and again;
    // the few busy buckets outgrow their first slabs, so slabs move and grow in place too.
    void matchesPlainVectors_data()
    {
        QTest::addColumn<int>("firstPool");
        QTest::addColumn<int>("buckets"); // how many buckets the operations touch
        QTest::newRow("no pool at first, few buckets") << 0 << 5;
        QTest::newRow("small pool, many buckets") << 64 << 257;
        QTest::newRow("board-sized pool") << 1024 << 40;
    }
    void matchesPlainVectors()
    {
        QFETCH(int, firstPool);
        QFETCH(int, buckets);
        FrontierBuckets pool;
        pool.reserve(firstPool);
        Reference ref(FrontierBuckets::kCount);
        std::mt19937 rng(7);
        QString why;
        for (int step = 0; step < 20000; ++step) {
            const int b = int(rng() % quint32(buckets));
            std::vector<Cell> &want = ref[size_t(b)];
            // Grow for the first half, then mostly shrink, so slabs empty and fill again.
            const bool push = want.empty() || rng() % 100 < (step < 10000 ? 65u : 40u);
            if (push) {
                const Cell c{step, -step};
                pool.push(b, c);
                want.push_back(c);
            } else {
                const int pos = int(rng() % quint32(want.size()));
                pool.at(b, pos) = pool.at(b, pool.size(b) - 1);
                pool.popBack(b);
                want[size_t(pos)] = want.back();
                want.pop_back();
            }
            if (step % 97 == 0) QVERIFY2(sameAs(pool, ref, &why), qPrintable(why));
        }
        QVERIFY2(sameAs(pool, ref, &why), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestFrontierBuckets)
#include "tst_frontierbuckets.moc"
