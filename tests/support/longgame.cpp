// SPDX-License-Identifier: GPL-3.0-or-later
#include "longgame.h"

#include "game.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <random>

namespace mltest
{

using namespace ml;

QList<const TileType *> shuffledBaseStack(int sets, std::mt19937 &rng)
{
    QList<const TileType *> stack;
    for (int s = 0; s < sets; ++s)
        for (const TileType *t : TileCatalogue::builtin().all())
            if (t->set == u"base")
                for (int i = 0; i < t->count(Edition::C3); ++i)
                    stack << t;
    std::shuffle(stack.begin(), stack.end(), rng);
    return stack;
}

QByteArray longGameFile(int moves, unsigned seed)
{
    const TileCatalogue &cat = TileCatalogue::builtin();
    // As many sets as it takes, then the same generator picks the placements.
    qsizetype perSet = 0;
    for (const TileType *t : cat.all())
        if (t->set == u"base") perSet += t->count(Edition::C3);
    std::mt19937 rng(seed);
    QList<const TileType *> stack = shuffledBaseStack(int((moves + perSet - 1) / perSet), rng);
    stack.resize(moves);

    Game game(cat, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
    const QStringList ids{QStringLiteral("red"), QStringLiteral("blue")};
    QJsonArray players;
    for (const QString &id : ids) {
        Player p;
        p.id = id;
        game.addPlayer(p);
        players.append(QJsonObject{{QStringLiteral("id"), id}});
    }
    game.setupTile(*cat.find(u"D"), {0, 0}, 0, {});
    QJsonArray list;
    for (int i = 0; i < moves; ++i) {
        const TileType *tile = stack[i];
        const int player = i % 2;
        Move move;
        move.player = ids[player];
        move.tile = tile->id;
        QJsonObject json{{QStringLiteral("player"), move.player}};
        const QList<Placement> legal = game.board().legalPlacements(*tile);
        if (legal.isEmpty()) {
            move.kind = Move::Kind::Discard;
            json.insert(QStringLiteral("discard"), tile->id);
        } else {
            const Placement p = legal[int(rng() % quint32(legal.size()))];
            move.at = p.at;
            move.rot = p.rot;
            json.insert(QStringLiteral("tile"), tile->id);
            json.insert(QStringLiteral("at"), QJsonArray{p.at.x, p.at.y});
            json.insert(QStringLiteral("rot"), p.rot * 90);
            const QList<FigureOption> options = game.figureOptions(*tile, p, player);
            const auto pick = quint32(rng() % quint32(options.size() + 1));
            if (pick < quint32(options.size())) {
                FigureChoice choice;
                choice.on = options[int(pick)].on;
                move.figure = choice;
                json.insert(QStringLiteral("figure"),
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("meeple")},
                                        {QStringLiteral("on"), choice.on}});
            }
        }
        QList<ScoreEvent> events;
        if (auto refused = game.playMove(move, &events))
            qFatal("long game: move %d refused: %s", i, qPrintable(refused->reason));
        list.append(json);
    }
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("meeplelab-board")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("players"), players},
        {QStringLiteral("tiles"),
         QJsonArray{QJsonObject{{QStringLiteral("tile"), QStringLiteral("D")},
                                {QStringLiteral("at"), QJsonArray{0, 0}},
                                {QStringLiteral("rot"), 0}}}},
        {QStringLiteral("moves"), list},
        {QStringLiteral("end"), false},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QString writeLongGameFile(const QString &folder, int moves)
{
    const QString path = QDir(folder).filePath(QStringLiteral("long.meeple"));
    QFile out(path);
    if (folder.isEmpty() || !out.open(QIODevice::WriteOnly) || out.write(longGameFile(moves)) < 0)
        return {};
    return path;
}

} // namespace mltest
