// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"

#include <QList>
#include <QObject>

class QAction;
class QCheckBox;
class QComboBox;
class QToolBar;

namespace ml
{

class AnnotationColorButton;
class AnnotationTool;
class BoardDocument;
class BoardView;
class SelectTool;

// The annotation tools of the window: one tool per kind of mark behind the form's actions
// (tool bar and Edit > Annotate), and on the annotation tool bar the colour button, the
// markers' shape and text (numbers, letters or none) and "Only at this step". The colour
// chosen goes to every tool and recolours the marks the select tool holds; the shape goes to
// the number tool and reshapes the markers the select tool holds.
class AnnotationTools : public QObject
{
    Q_OBJECT
public:
    // `actions` are the form's, one per AnnotationType in its order (arrow ... dim).
    AnnotationTools(BoardDocument *document, BoardView *view, SelectTool *select,
                    const QList<QAction *> &actions, QToolBar *toolBar, QObject *parent = nullptr);

    AnnotationTool *tool(AnnotationType type) const;
    QAction *action(AnnotationType type) const;
    AnnotationColorButton *colorButton() const { return m_color; }
    QCheckBox *onlyAtThisStep() const { return m_onlyHere; }
    QComboBox *markerShape() const { return m_shape; }
    QComboBox *markerText() const { return m_markerText; }
    // Puts the tool of `type` on the board, as its action does.
    void use(AnnotationType type);
    void retranslate();

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    BoardView *m_view;
    SelectTool *m_select;
    QList<AnnotationTool *> m_tools;
    QList<QAction *> m_actions;
    AnnotationColorButton *m_color;
    QComboBox *m_shape;
    QComboBox *m_markerText;
    QCheckBox *m_onlyHere;
};

} // namespace ml
