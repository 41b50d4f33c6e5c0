// SPDX-License-Identifier: GPL-3.0-or-later
// The figure legend of exported pictures speaks the picture's language, which need not be the
// program's: with the program's translations compiled in, a Dutch picture names the
// mage, the witch, the shepherd and the castle lord in Dutch while the program runs in English.
#include "boardfile.h"
#include "boardrenderer.h"
#include "testdata.h"
#include "timeline.h"

#include <QFile>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiRenderLegend : public QObject
{
    Q_OBJECT

    static QList<BoardRenderer::LegendEntry> legendOf(const QString &example, bool setUp,
                                                      const QString &lang)
    {
        QFile f(mltest::examplesDir() + u'/' + example);
        if (!f.open(QIODevice::ReadOnly)) qFatal("no example");
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        if (!file) qFatal("example does not read");
        const Timeline timeline = Timeline::build(*file);
        return BoardRenderer::figureLegend(setUp ? *timeline.setUp() : *timeline.afterMoves(),
                                           lang);
    }

    static QStringList texts(const QList<BoardRenderer::LegendEntry> &legend)
    {
        QStringList out;
        for (const BoardRenderer::LegendEntry &e : legend)
            out << e.text;
        return out;
    }

private Q_SLOTS:
    void dutchPictureInAnEnglishProgram()
    {
        // A player named by the seat's colour word is named in the picture's language, as the
        // step texts name them: "Red" on an English picture is "Rood" on a Dutch one.
        QCOMPARE(texts(legendOf(u"mw-2-two-roads.meeple"_s, true, u"nl"_s)),
                 (QStringList{u"Rood"_s, u"Blauw"_s, u"tovenaar"_s, u"heks"_s}));
        QCOMPARE(texts(legendOf(u"mw-2-two-roads.meeple"_s, true, u"en"_s)),
                 (QStringList{u"Red"_s, u"Blue"_s, u"mage"_s, u"witch"_s}));
        QCOMPARE(texts(legendOf(u"hs-shepherd-1a.meeple"_s, false, u"nl"_s)),
                 (QStringList{u"herder met kudde (Rood)"_s}));
        QCOMPARE(texts(legendOf(u"gc-castle-scoring.meeple"_s, false, u"nl"_s)),
                 (QStringList{u"heer in de burcht (Rood)"_s}));
    }
};

QTEST_MAIN(TestGuiRenderLegend)
#include "tst_gui_renderlegend.moc"
