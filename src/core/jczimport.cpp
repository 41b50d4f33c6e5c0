// SPDX-License-Identifier: GPL-3.0-or-later
// A JCZ save turned into a board file (docs/jcz-import.md): read the set-up, replay the turns
// through our engine, then check the written board as `validate` would.
#include "jczimport.h"

#include "jczsetup.h"
#include "timeline.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace ml::jcz
{

ImportResult importSave(const QByteArray &data, const ImportOptions &options)
{
    using namespace detail;
    ImportResult result;
    const auto refuse = [&result](int exit) {
        result.exitCode = exit;
        return result;
    };
    QJsonParseError parseError;
    const QJsonDocument doc =
        data.size() > kMaxSaveBytes ? QJsonDocument() : QJsonDocument::fromJson(data, &parseError);
    if (data.size() > kMaxSaveBytes) {
        result.errors << problem(
            ProblemClass::NotJson, {},
            QStringLiteral("not a JSON file: larger than %1 bytes").arg(kMaxSaveBytes));
        return refuse(2);
    }
    if (doc.isNull()) {
        result.errors << problem(ProblemClass::NotJson, {},
                                 QStringLiteral("not a JSON file: %1 at byte %2")
                                     .arg(parseError.errorString())
                                     .arg(parseError.offset));
        return refuse(2);
    }
    if (!doc.isObject()) {
        result.errors << problem(ProblemClass::NotAGame, {},
                                 QStringLiteral("not a JCloisterZone saved game"));
        return refuse(2);
    }
    Setup setup;
    if (!readSetup(doc.object(), options, &setup, &result.errors, &result.warnings))
        return refuse(2);

    FileError error;
    const auto head = BoardFile::parse(QJsonDocument(setup.board).toJson(), &error);
    std::optional<Game> game;
    if (head) game = head->setUp({}, &error);
    if (!game) {
        // Our own set-up refused what we wrote: a start tile placed against the rules.
        result.errors << problem(ProblemClass::UnsupportedRule, QStringLiteral("setup.start"),
                                 error.reason);
        return refuse(2);
    }

    ReplayOutcome out = replayTurns(setup, *game, options, &result.errors, &result.warnings);
    if (out.stopped) {
        result.exitCode = 2;
        for (const Problem &p : result.errors)
            if (p.error.exitCode == 1) result.exitCode = 1;
        // --force applies only to errors at a replay index, never to the file as a whole.
        const bool atIndex = !result.errors.isEmpty() && result.errors.constLast().replayIndex >= 0;
        if (!options.force || !atIndex) return result;
        result.exitCode = 1;
        out.end = false;
    }

    QJsonObject board = setup.board;
    if (!out.draws.isEmpty())
        board.insert(u"bag",
                     QJsonObject{{QStringLiteral("draws"), QJsonArray::fromStringList(out.draws)}});
    board.insert(u"moves", out.moves);
    board.insert(u"end", out.end);
    const auto file = BoardFile::parse(QJsonDocument(board).toJson(), &error);
    if (!file) {
        result.errors << problem(ProblemClass::BadSave, {}, error.reason);
        return refuse(2);
    }
    // The same check as `validate`: a move refused there means JCZ's game and our rules
    // disagree.
    TimelineOptions check;
    check.keepGoing = true;
    const Timeline timeline = Timeline::build(*file, {}, check);
    for (const FileError &e : timeline.problems()) {
        Problem p;
        p.cls = ProblemClass::ReplayMismatch;
        p.error = e;
        const qsizetype open = e.where.indexOf(u'[');
        const int move = e.where.startsWith(u"moves[") ? e.where.mid(open + 1).toInt() : -1;
        if (move >= 0 && move < out.replayOfMove.size()) {
            p.replayIndex = out.replayOfMove[move];
            p.error.where = QStringLiteral("replay[%1] (%2)").arg(p.replayIndex).arg(e.where);
        }
        result.errors << p;
        result.exitCode = std::max(result.exitCode, e.exitCode);
    }
    if (!timeline.problems().isEmpty() && !options.force) return result;
    result.moves = int(out.moves.size());
    result.board = file->serialize();
    return result;
}

} // namespace ml::jcz
